// Generated from Scenes/*.scene by `PANTOGRAPH_RECORD=1 swift test --filter BuiltInSceneTests`.
// Do not edit: edit the .scene file and regenerate (a stale copy fails BuiltInSceneTests).
import PantographEngine

/// The built-in scenes' text, in the order `scenario` lists them; each is parsed
/// when it is first used, so start-up parses only the scene it starts on.
enum BuiltInScenes {
    static let names = ["deeper", "card", "hero", "sheet", "modal", "flip", "navigation"]

    static func scenario(named name: String) -> Scenario? {
        switch name {
        case "deeper": deeper
        case "card": card
        case "hero": hero
        case "sheet": sheet
        case "modal": modal
        case "flip": flip
        case "navigation": navigation
        default: nil
        }
    }
    static let deeper = parse(0)
    static let card = parse(1)
    static let hero = parse(2)
    static let sheet = parse(3)
    static let modal = parse(4)
    static let flip = parse(5)
    static let navigation = parse(6)

    static let all: [(name: String, text: String)] = [
        ("deeper", #"""
# "Dive deeper" (docs/deeper.md): a grid cell's image and title fly into a detail
# screen as phantoms over a fading backdrop, driven by a vertical pan.
scene deeper
summary grid cell → detail as phantoms; pan up presents, down dismisses
set threshold 0.1
set cap 0.9

# The cell sits in the left column of a two-column grid (20-point margins, a 10-point
# gutter), its image square, its centre 17 points above the middle of the screen:
# (20, 320, 170, 170) on the default 390×844 screen.
let side = (width-50)/2
let cellY = height/2-17-side/2
view grid frame screen
view image in grid frame 20,cellY,side,side cornerRadius 12
view title in grid frame 20,cellY+side+8,side,20
view detail frame screen
view header in detail frame 0,0,width,width
view headline in detail frame 20,width+16,width-40,34
view fade frame screen
view image~ frame 20,cellY,side,side cornerRadius 12 phantom
view title~ frame 20,cellY+side+8,side,20 phantom

controller grid view grid
controller detail view detail
window grid

present grid detail style fullScreen

# The article's animateTransition: the fade and the phantoms on a spring (damping 1,
# initial velocity 0.5), one clean-up either way.
animate present duration duration
setup insert detail hidden on
setup insert fade below detail alpha 0
setup insert image~
setup insert title~
setup hide image
setup hide title
track fade alpha from 0 to 1 timing spring(1,0.5)
track image~ frame from 20,cellY,side,side to 0,0,width,width timing spring(1,0.5)
track image~ cornerRadius from 12 to 0 timing spring(1,0.5)
track title~ frame from 20,cellY+side+8,side,20 to 20,width+16,width-40,34 timing spring(1,0.5)
completed remove image~
completed remove title~
completed remove fade
completed show image
completed show title
completed show detail
cancelled remove image~
cancelled remove title~
cancelled remove fade
cancelled show image
cancelled show title
cancelled show detail

# Dismissing, the presenter's view goes on top and the fade above it.
animate dismiss duration duration
setup hide detail
setup insert grid
setup insert fade alpha 1
setup insert image~
setup insert title~
setup hide image
setup hide title
track fade alpha from 1 to 0 timing spring(1,0.5)
track image~ frame from 0,0,width,width to 20,cellY,side,side timing spring(1,0.5)
track image~ cornerRadius from 0 to 12 timing spring(1,0.5)
track title~ frame from 20,width+16,width-40,34 to 20,cellY+side+8,side,20 timing spring(1,0.5)
completed remove image~
completed remove title~
completed remove fade
completed show image
completed show title
completed show detail
cancelled remove image~
cancelled remove title~
cancelled remove fade
cancelled show image
cancelled show title
cancelled show detail

# handlePanGesture: up on the grid presents, down on the detail dismisses, one screen
# height is 100 %, capped; the pan starts on the cell's image.
gesture present pan direction 0,-1 distance height capped start 20+side/2,cellY+side/2
gesture dismiss pan direction 0,1 distance height capped start 20+side/2,cellY+side/2
"""#),
        ("card", #"""
# The App Store "Today" card (docs/card.md): a card grows into a full-screen story
# over a blur, on springs; dragging the story down shrinks it directly under the
# finger until it lets go of it.
scene card
summary App Store card → full-screen story on springs; drag down to close
set duration 1

view today frame screen
view card in today frame 20,150,width-40,410 cornerRadius 15
view tabBar frame 0,height-83,width,83
view statusBar frame 0,0,width,safeTop
view blur frame screen
view cardDetail frame 20,150,width-40,410 cornerRadius 15
view cover in cardDetail frame 0,0,width-40,410
view closeButton in cardDetail frame width-50,20,30,30 alpha 0

controller today view today
controller cardDetail view cardDetail
window today tabBar statusBar

present today cardDetail style custom
# The card presentation controller: the blur comes and goes with the card.
presentation-controller
will-begin present insert blur below statusBar alpha 0
alongside present blur alpha to 1 timing spring(0.5,0)
alongside dismiss blur alpha to 0 timing spring(0.8,0)
did-end dismiss completed remove blur

animate present duration duration
setup insert cardDetail below statusBar
track cardDetail frame to screen timing spring(0.5,0)
track cardDetail cornerRadius to 0 timing spring(0.5,0)
track cover frame to 0,0,width,500 timing spring(0.5,0)
track closeButton alpha to 1 timing spring(0.5,0)
track tabBar frame to 0,height,width,83 timing spring(0.5,0)
# The status bar fades on its own clock, not the transition's.
animation duration 0.25
track statusBar alpha to 0

animate dismiss duration duration*0.7
track cardDetail frame to 20,150,width-40,410 timing spring(0.8,0)
track cardDetail cornerRadius to 15 timing spring(0.8,0)
track cardDetail scale to 1 timing spring(0.8,0)
track cover frame to 0,0,width-40,410 timing spring(0.8,0)
track closeButton alpha to 0 timing spring(0.8,0)
track tabBar frame to 0,height-83,width,83 timing spring(0.8,0)
animation duration 0.25
track statusBar alpha to 1

# A tap on the card presents (0.95 in 0.1 s under the finger, back in 0.3 s); a drag
# down of 100 points dismisses.
gesture present tap card scale 0.95 highlight 0.1 unhighlight 0.3
gesture dismiss drag cardDetail direction 0,1 distance 100 shrink 0.14 cornerRadius 15 back 0.2 start width/2,height/2
"""#),
        ("hero", #"""
# Thumbnail to player (docs/hero.md): a phantom of the thumbnail dips, then grows
# into the video frame; a downward pan on the player dismisses it interactively.
scene hero
summary a thumbnail dips then grows into a player; pan down to dismiss

view broadcasts frame screen
view thumbnail in broadcasts frame 16,240,width-32,(width-32)*9/16 cornerRadius 8
view blur frame screen
view player frame screen
view video in player frame 0,safeTop,width,width*9/16
view thumbnail~ frame 16,240,width-32,(width-32)*9/16 cornerRadius 8 phantom

controller broadcasts view broadcasts
controller player view player
window broadcasts

present broadcasts player style overFullScreen

# Two phases: a linear dip to 0.95 in the first fifth, then easeInOut to the video.
animate present duration duration
setup insert blur alpha 1
setup insert player hidden on
setup insert thumbnail~
setup hide thumbnail
track thumbnail~ scale from 1 to 0.95 duration duration*0.2 timing linear
track thumbnail~ scale to 1 delay duration*0.2
track thumbnail~ frame to 0,safeTop,width,width*9/16 delay duration*0.2
track thumbnail~ cornerRadius to 0 delay duration*0.2
completed show player
completed remove thumbnail~
completed show thumbnail
cancelled remove thumbnail~
cancelled remove blur
cancelled show thumbnail

# 0.8 of the duration; the blur goes at once.
animate dismiss duration duration*0.8
setup hide player
setup insert thumbnail~
setup set blur alpha 0
setup hide thumbnail
track thumbnail~ frame from 0,safeTop,width,width*9/16 to 16,240,width-32,(width-32)*9/16
track thumbnail~ cornerRadius from 0 to 8
completed remove thumbnail~
completed remove blur
completed show thumbnail
cancelled remove thumbnail~
cancelled set blur alpha 1
cancelled show player
cancelled show thumbnail

gesture dismiss pan direction 0,1 distance 300 start width/2,height/2
"""#),
        ("sheet", #"""
# A half-width sheet (docs/sheet.md): a custom presentation controller puts the
# presented view on the right half over a dimming view; pans drive both ways.
scene sheet
summary a right-half sheet on a dimming view; pan left shows, right hides
set duration 0.35
let half = floor(width/2)

view main frame screen
view dimming frame screen
view sheet frame width-half,0,half,height

controller main view main
controller sheet view sheet
window main

present main sheet style custom
presentation-controller frame width-half,0,half,height
will-begin present insert dimming above main alpha 0
alongside present dimming alpha to 1
did-end present cancelled remove dimming
alongside dismiss dimming alpha to 0
did-end dismiss completed remove dimming

animate present duration duration
setup insert sheet
track sheet frame from width,0,half,height to width-half,0,half,height
animate dismiss duration duration
track sheet frame to width,0,half,height

# Half the screen's width is the whole way.
gesture present pan direction -1,0 distance half start width-1,height/2
gesture dismiss pan direction 1,0 distance half start width-half/2,height/2
"""#),
        ("modal", #"""
# UIKit's own presentations (docs/modal.md): every presentation and transition
# style from a controller inside a navigation controller, with UIKit's frames,
# removals, appearance callbacks and refusals.
scene modal
summary UIKit's presentation and transition styles from a navigation stack
set policy projection
option presentation presentation-style 1 choices fullScreen,pageSheet,formSheet,currentContext,overFullScreen,overCurrentContext,popover,custom,automatic default automatic summary presented's modalPresentationStyle (automatic is pageSheet)
option transition-style transition-style 1 choices coverVertical,flipHorizontal,crossDissolve,partialCurl default coverVertical summary presented's modalTransitionStyle
option defines-context defines-context presenting choices off,on default off summary presenting's definesPresentationContext
option source-view source-view 1 choices none,navBar,presenting default none summary the popover's sourceView

view nav frame screen
view navBar in nav frame 0,safeTop,width,44
view presenting in nav frame 0,safeTop+44,width,height-safeTop-44
view presented frame screen

controller nav view nav children presenting
controller presenting view presenting
controller presented view presented
window nav

# No animator: UIKit's own animation for the transition style. UIKit dismisses its
# own presentations by a pan only as sheets.
present presenting presented style automatic
gesture dismiss pan direction 0,1 distance height-safeTop-10 start width/2,height/2
"""#),
        ("flip", #"""
# View transitions inside one screen (docs/flip.md): a container holding a green
# view and a hidden pink one, swapped by UIView.transition(with:) and
# transition(from:to:), with the seed's weak outlets. It presents nothing.
scene flip
summary UIView.transition between two views in one screen; weak outlets
set duration 1
option outlets outlets screen choices weak,strong default weak summary screen's outlets to green and pink (weak: the superview is their only owner)

view container frame 20,200,350,350
view green in container frame 0,0,350,350
# Hidden, as the seed's storyboard sets it.
view pink in container frame 0,0,350,350 hidden

controller screen view container
window container
"""#),
        ("navigation", #"""
# The back swipe (docs/navigation.md): a navigation controller two deep, so a pan
# from the left edge pops at once; UIKit's own pop, or a custom animator with a
# UIPercentDrivenInteractiveTransition, which the release policy judges.
scene navigation
summary a navigation stack two deep; swipe from the left edge to go back
set policy flutter
# Flutter's CupertinoPageRoute.transitionDuration, 400 ms (docs/navigation.md).
set duration 0.4
option pop-animator animator nav choices system,custom default system summary what the navigation delegate's animationControllerFor returns: nil (UIKit's own) or a custom animator

view nav frame screen
view list frame screen
view listRow in list frame 0,safeTop+44,width,60
view detail frame screen
view detailHeader in detail frame 0,safeTop+44,width,200
view more frame screen
view moreHeader in more frame 0,safeTop+44,width,120
# The black view UIKit's own push and pop dim the screen underneath with.
view shade frame screen alpha 0

controller nav view nav children list
controller list view list
controller detail view detail
controller more view more
window nav list
start-depth 1

push list detail on nav dimming shade
animate push duration duration
setup insert detail frame width,0,width,height
track detail frame to screen
track list scale to 0.95
completed set list scale 1
animate pop duration duration
setup insert list below detail
# Linear, as a back-swipe animator's usually is: the screen stays under the finger.
track detail frame to width,0,width,height timing linear
track list scale from 0.95 to 1
cancelled set list scale 1
# The back swipe: a screen-edge pan; the whole width is the whole pop.
gesture pop pan direction 1,0 distance width left-edge start 1,height/2

push detail more on nav dimming shade
animate push duration duration
setup insert more frame width,0,width,height
track more frame to screen
track detail scale to 0.95
completed set detail scale 1
animate pop duration duration
setup insert detail below more
track more frame to width,0,width,height timing linear
track detail scale from 0.95 to 1
cancelled set detail scale 1
gesture pop pan direction 1,0 distance width left-edge start 1,height/2
"""#),
    ]
}
