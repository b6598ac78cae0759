// Test doubles and helpers for HeadlessUIKitTests live in this folder.
