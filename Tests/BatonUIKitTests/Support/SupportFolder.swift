// Test doubles and helpers for BatonUIKitTests live in this folder.
