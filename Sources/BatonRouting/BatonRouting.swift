// `import BatonRouting` also imports Baton, as every Baton library does, so the lane's types a
// router's caller names (`TransitionOutcome`, `LanePolicy`, `TransitionTicket`) need no import
// of their own; the adapter's API (`window.baton`, `viewController.baton`) comes with
// `import BatonUIKit`. The module's overview is its DocC landing page.
@_exported import Baton
