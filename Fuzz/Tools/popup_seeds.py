#!/usr/bin/env python3
"""Writes the pop-up fuzzer's seed inputs from readable operations.

    python3 Fuzz/Tools/popup_seeds.py Fuzz/Corpus/popup-queue

Each function below encodes one operation in the byte layout that
Sources/BatonFuzzing/Popups/PopupOperation.swift decodes (keep them in step); an input starts
with two bytes: maximumPending, then how the window ends (0 window gone, 1 lane torn down,
2 dropped mid-flight, 3 dropped after settling). Add a seed to `seeds`, run the script, and
commit the new file.
"""
import os, sys

def req(key=0, priority=0, screen=None, dismiss_scope=False, yields=False, replace=False,
        preempts=False, preemptible=True, end_when_preempted=False, group=None,
        condition=0, ttl=None, auto=None, cap=None, anim=0, presenter=('animated', 3), reaction=0):
    b = [0, key, priority + 2]
    b += [0, screen] if screen is not None else [1]
    bits = (1 if dismiss_scope else 0) | (2 if yields else 0) | (4 if replace else 0) | \
        (8 if preempts else 0) | (0 if preemptible else 16) | (32 if end_when_preempted else 0)
    if group is not None: bits |= 64 | (group << 7)
    b += [bits, condition]
    def dur(d):
        if d is None: return 0
        if d == 'zero': return 250
        return 127 + int(round(d * 10))
    b += [dur(ttl), dur(auto)]
    if cap is None: b += [7]
    elif cap[0] == 'launch': b += [0, cap[1]]
    else: b += [1, cap[1], cap[2]]
    b += [anim]
    kinds = {'immediate': 0, 'manual': 1, 'silent': 2, 'refuses': 3, 'twice': 4, 'reentrant': 5}
    if presenter[0] == 'animated': b += [6, presenter[1]]
    else: b += [kinds[presenter[0]]]
    b += [reaction]
    return b
def cancel_ticket(i): return [5, i]
def cancel_key(k): return [6, k]
def cancel_group(g): return [7, g]
def cancel_all(): return [8]
def dismiss(): return [9]
def orphan(): return [10]
def app(state): return [11, {'active': 0, 'inactive': 1, 'background': 2}[state]]
def screen(s): return [12, 3 if s is None else s]
def screen_gone(s): return [13, s]
def close_round(g): return [14, g]
def window_gone(): return [15, 1]
def tear_down_lane(): return [15, 0]
def advance(seconds): return [16, int(round(seconds / 0.05))]
def page(duration, finishes=True, reaction=None): return [17, 1, int(round(duration / 0.05)), 0 if finishes else 255] + ([1] if reaction is None else [0, reaction])
def swipe(): return [17, 0]
def toggle(): return [18]
def complete(): return [21]
def suspend(): return [19]
def resume(): return [20]

seeds = {
 'launch-round': [4, 0] + req(0, 5, group=0) + req(1, 3, group=0) + req(2, 1, group=0)
   + close_round(0) + advance(1) + dismiss() + advance(1) + dismiss() + advance(1) + dismiss() + advance(1),
 'preempt-and-resume': [4, 0] + req(0, 1) + advance(1) + req(1, 5, preempts=True) + advance(1)
   + dismiss() + advance(1) + dismiss() + advance(1),
 'preempted-ends': [4, 3] + req(0, 1, end_when_preempted=True) + advance(1) + req(1, 5, preempts=True)
   + advance(1) + dismiss() + advance(1),
 'background-while-hiding': [4, 0] + req(0) + advance(1) + dismiss() + app('background')
   + req(1) + advance(1) + app('active') + advance(1) + dismiss() + advance(1),
 'scoped-while-elsewhere': [4, 0] + screen(1) + req(0, screen=0) + advance(1) + screen(0)
   + advance(1) + screen(2) + advance(1) + screen(0) + advance(1) + dismiss() + advance(1),
 'scope-dismisses': [4, 0] + req(0, screen=0, dismiss_scope=True) + advance(1) + screen(1) + advance(1),
 'page-during-blocking': [4, 0] + req(0) + advance(1) + page(0.35) + advance(1) + dismiss() + advance(2),
 'yielding-steps-aside': [4, 0] + req(0, yields=True) + advance(1) + page(0.35) + advance(2) + swipe()
   + advance(1) + dismiss() + advance(1),
 'duplicates-and-overflow': [2, 0] + req(0) + req(0) + req(0, replace=True) + req(1) + req(2, 3)
   + req(3, -1) + advance(1) + dismiss() + advance(1),
 'ttl-and-auto-dismiss': [4, 0] + req(0, ttl=0.5, auto=1.0) + req(1, ttl=0.5) + advance(3) + advance(3),
 'caps-and-conditions': [4, 0] + req(0, cap=('launch', 1)) + advance(1) + dismiss() + req(0, cap=('launch', 1))
   + req(1, condition=2) + req(2, condition=3) + advance(1) + toggle() + advance(1) + dismiss() + advance(1),
 'presenters': [4, 0] + req(0, presenter=('immediate',)) + advance(1) + dismiss() + req(1, presenter=('manual',))
   + advance(1) + complete() + dismiss() + complete() + req(2, presenter=('refuses',)) + advance(1)
   + req(3, presenter=('twice',)) + advance(1) + dismiss() + advance(1) + req(4, presenter=('silent',)) + advance(12) + advance(12) + advance(12),
 'orphan-and-cancel': [4, 0] + req(0) + advance(1) + orphan() + req(1) + req(2, group=1) + close_round(1) + cancel_ticket(1)
   + cancel_key(2) + cancel_group(1) + advance(1) + cancel_all() + advance(1),
 'screen-goes-away': [4, 0] + req(0, screen=1) + req(1, screen=0) + advance(1) + screen_gone(0) + screen_gone(1) + advance(1),
 'window-gone-mid-show': [4, 2] + req(0) + req(1) + advance(0.1) + page(0.3) + window_gone() + req(2) + advance(1),
 'dropped-mid-flight': [4, 2] + req(0, presenter=('manual',)) + req(1) + page(0.3) + advance(0.1),
 'lane-reentrancy': [4, 1] + req(0, reaction=3) + req(1, reaction=6) + page(0.3, reaction=6) + page(0.2, reaction=3)
   + advance(1) + suspend() + page(0.1) + advance(1) + resume() + advance(1) + dismiss() + advance(2),
 'reentrant-presenter': [4, 0] + req(0, presenter=('reentrant',)) + req(1, presenter=('reentrant',), auto=0.5)
   + advance(1) + dismiss() + advance(2),
 'reactions': [4, 0] + req(0, reaction=1) + req(1, reaction=5) + advance(1) + dismiss() + advance(1) + dismiss()
   + advance(1) + dismiss() + advance(1),
}
if __name__ == '__main__':
  out = sys.argv[1]
  for name, data in seeds.items():
    open(os.path.join(out, name), 'wb').write(bytes(data))
