//! The map drawn as an old printed map: land, sea and lakes, lines, circles, starred places and names.

use super::*;

pub(super) fn spawn_map(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    fonts: Res<Fonts>,
    m: Res<SuomiMatch>,
    mut face: ResMut<DieFace>,
) {
    let game = &m.game;
    let coast = Coast::standard();
    let mut spawned = Vec::new();
    let (x0, y0, x1, y1) = coast.bounds;
    let sheet_min = km_to_world(x0, y0);
    let sheet_max = km_to_world(x1, y1);
    let sheet_size = sheet_max - sheet_min;
    let sheet_centre = (sheet_min + sheet_max) / 2.0;
    let place = |x: f32, y: f32| km_to_world(x, y);
    let to_world = |l: &Vec<(f32, f32)>| l.iter().map(|&(x, y)| place(x, y)).collect::<Vec<_>>();
    {
        let mut p = Painter {
            commands: &mut commands,
            meshes: &mut meshes,
            materials: &mut materials,
            cache: &mut cache,
            edges: crate::app::paint::Edges::Multisampled,
        };
        // The sheet: a shadow, a paper margin with a double frame, then the sea.
        spawned.push(p.rect(
            sheet_centre + Vec2::new(6.0, -8.0),
            sheet_size + Vec2::splat(28.0),
            Color::BLACK.with_alpha(0.45),
            -20.0,
        ));
        spawned.push(p.rect(
            sheet_centre,
            sheet_size + Vec2::splat(28.0),
            palette::PAPER,
            -19.9,
        ));
        spawned.push(p.rect(
            sheet_centre,
            sheet_size + Vec2::splat(10.0),
            palette::INK,
            -19.8,
        ));
        spawned.push(p.rect(
            sheet_centre,
            sheet_size + Vec2::splat(6.0),
            palette::PAPER,
            -19.7,
        ));
        spawned.push(p.rect(
            sheet_centre,
            sheet_size + Vec2::splat(2.0),
            palette::INK,
            -19.6,
        ));
        spawned.push(p.rect(sheet_centre, sheet_size, SEA, -19.5));
    }
    let mut mesh_entity = |mesh: Mesh, color: Color, z: f32| {
        let material = cache.get(&mut materials, color);
        commands
            .spawn((
                Mesh2d(meshes.add(mesh)),
                MeshMaterial2d(material),
                Transform::from_xyz(0.0, 0.0, z),
            ))
            .id()
    };
    let water: Vec<Vec<Vec2>> = coast.water_lines.iter().map(to_world).collect();
    spawned.push(mesh_entity(line_mesh(&water, 0.8), WATER_LINE, -19.4));
    spawned.push(mesh_entity(triangle_mesh(&coast.land, place), LAND, -19.3));
    spawned.push(mesh_entity(triangle_mesh(&coast.lakes, place), SEA, -19.2));
    let coastlines: Vec<Vec<Vec2>> = coast.coast.iter().map(to_world).collect();
    spawned.push(mesh_entity(line_mesh(&coastlines, 1.3), COAST_INK, -19.1));
    let shores: Vec<Vec<Vec2>> = coast.shores.iter().map(to_world).collect();
    spawned.push(mesh_entity(line_mesh(&shores, 1.0), COAST_INK, -19.1));
    {
        let mut p = Painter {
            commands: &mut commands,
            meshes: &mut meshes,
            materials: &mut materials,
            cache: &mut cache,
            edges: crate::app::paint::Edges::Multisampled,
        };
        let map = game.map();
        // The lines: railways solid and thick, sea routes thick and dashed, roads thin.
        for (a, ns) in map.neighbours.iter().enumerate() {
            for &(b, kind) in ns {
                if a > b {
                    continue;
                }
                let (pa, pb) = (circle_pos(game, a), circle_pos(game, b));
                match kind {
                    LineKind::Rail => {
                        spawned.push(p.line(pa, pb, 3.4, color(colours::RAIL), -15.0));
                    }
                    LineKind::Road => {
                        spawned.push(p.line(pa, pb, 1.3, color(colours::ROAD), -15.0));
                    }
                    LineKind::Sea => {
                        let len = pa.distance(pb);
                        let dashes = (len / 11.0).max(1.0) as usize;
                        for k in 0..dashes {
                            let t0 = k as f32 / dashes as f32;
                            let t1 = (k as f32 + 0.62) / dashes as f32;
                            spawned.push(p.line(
                                pa.lerp(pb, t0),
                                pa.lerp(pb, t1),
                                3.0,
                                color(colours::SEA_LANE),
                                -15.0,
                            ));
                        }
                    }
                }
            }
        }
        for (c, circle) in map.circles.iter().enumerate() {
            let at = circle_pos(game, c);
            if circle.star {
                spawned.extend(p.star(at, 13.0, STAR_RED, -14.5));
            }
            let (outer, inner) = match circle.kind {
                CircleKind::Town | CircleKind::Bridge => (7.0, 4.6),
                CircleKind::Sea | CircleKind::Plain => (5.4, 3.4),
            };
            spawned.push(p.circle(at, outer, palette::INK, -14.0));
            let fill = color(if circle.kind == CircleKind::Sea {
                colours::SEA_CIRCLE
            } else {
                colours::LAND_CIRCLE
            });
            spawned.push(p.circle(at, inner, fill, -13.9));
        }
        // The cartouche with the title and the key, on Ingrian land in the south-east.
        let card_at = km_to_world(268.0, -138.0);
        spawned.push(p.rect(card_at, Vec2::new(244.0, 104.0), palette::INK, -13.0));
        spawned.push(p.rect(card_at, Vec2::new(238.0, 98.0), palette::PAPER, -12.9));
        let key_y = card_at.y - 24.0;
        spawned.push(p.line(
            card_at + Vec2::new(-108.0, key_y - card_at.y),
            card_at + Vec2::new(-84.0, key_y - card_at.y),
            3.4,
            palette::INK,
            -12.8,
        ));
        spawned.push(p.line(
            card_at + Vec2::new(-108.0, key_y - card_at.y - 18.0),
            card_at + Vec2::new(-84.0, key_y - card_at.y - 18.0),
            1.3,
            palette::INK,
            -12.8,
        ));
        spawned.extend(p.star(card_at + Vec2::new(16.0, -42.0), 8.0, STAR_RED, -12.8));
        // A paper plate under the die and its words.
        spawned.push(p.rect(
            DIE_CENTER + Vec2::new(0.0, -26.0),
            Vec2::new(132.0, 118.0),
            palette::INK,
            4.0,
        ));
        spawned.push(p.rect(
            DIE_CENTER + Vec2::new(0.0, -26.0),
            Vec2::new(128.0, 114.0),
            palette::PAPER,
            4.1,
        ));
        // The die with its shadow and rim.
        let die = p
            .commands
            .spawn((
                Name::new("Die"),
                DieView,
                Transform::from_xyz(DIE_CENTER.x, DIE_CENTER.y, 5.0),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .id();
        let mut parts = p.rounded_square(
            Vec2::new(4.0, -5.0),
            DIE_SIZE,
            9.0,
            Color::BLACK.with_alpha(0.4),
            -0.3,
        );
        parts.extend(p.rounded_square(Vec2::ZERO, DIE_SIZE, 9.0, palette::INK, -0.2));
        parts.extend(p.rounded_square(
            Vec2::ZERO,
            DIE_SIZE - 5.0,
            7.0,
            Color::srgb(0.98, 0.96, 0.90),
            -0.1,
        ));
        p.commands.entity(die).add_children(&parts);
    }
    let card_at = km_to_world(268.0, -138.0);
    let texts = [
        (
            "PUNAISTEN JA VALKOISTEN",
            12.0,
            Vec2::new(0.0, 36.0),
            Anchor::CENTER,
        ),
        (
            "TAISTELU SUOMESSA 1918",
            12.0,
            Vec2::new(0.0, 21.0),
            Anchor::CENTER,
        ),
        (
            "rautatie, meritie (tykistö)",
            10.0,
            Vec2::new(-78.0, -24.0),
            Anchor::CENTER_LEFT,
        ),
        (
            "maantie",
            10.0,
            Vec2::new(-78.0, -42.0),
            Anchor::CENTER_LEFT,
        ),
        ("runo", 10.0, Vec2::new(28.0, -42.0), Anchor::CENTER_LEFT),
    ];
    for (text, size, offset, anchor) in texts {
        let e = world_text(
            &mut commands,
            &fonts.serif_bold,
            text,
            size,
            palette::INK,
            card_at + offset,
            -12.7,
        );
        commands.entity(e).insert(anchor);
        spawned.push(e);
    }
    // Finnish names beside their circles.
    for (c, at, anchor) in place_labels(game) {
        let circle = &game.map().circles[c];
        let name = circle.name.clone().unwrap_or_default();
        let color = if circle.star { STAR_RED } else { palette::INK };
        let e = world_text(
            &mut commands,
            &fonts.serif_bold,
            &name,
            12.0,
            color,
            at,
            -12.0,
        );
        commands.entity(e).insert(anchor);
        spawned.push(e);
        if circle.kind == CircleKind::Sea {
            commands
                .entity(e)
                .insert(TextColor(Color::srgb(0.12, 0.16, 0.30)));
        }
    }
    let label = world_text(
        &mut commands,
        &fonts.serif_bold,
        "",
        14.0,
        palette::INK,
        DIE_CENTER + Vec2::new(0.0, -58.0),
        5.0,
    );
    commands
        .entity(label)
        .insert((DieLabel, DespawnOnExit(Screen::Playing)));
    for e in spawned {
        commands
            .entity(e)
            .insert((crate::app::bake::Baked, DespawnOnExit(Screen::Playing)));
    }
    face.0 = None;
}
