// Test doubles and helpers for BatonLabTests live in this folder.
