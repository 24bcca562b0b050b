package java.time;

import java.time.zone.ZoneRulesException;

/** A region id with fixed rules: UTC and its aliases, prefixed offsets, Etc/GMT+N. */
final class ZoneRegion extends ZoneId {
    private static final long serialVersionUID = 8386373296231747096L;
    static final ZoneRegion UTC_REGION = new ZoneRegion("UTC", ZoneOffset.UTC);

    private final String id;
    private final ZoneOffset offset;

    ZoneRegion(String id, ZoneOffset offset) {
        this.id = id;
        this.offset = offset;
    }

    static ZoneRegion ofId(String zoneId) {
        checkName(zoneId);
        switch (zoneId) {
            case "Etc/UTC":
            case "Etc/UCT":
            case "Etc/GMT":
            case "Etc/GMT0":
            case "Etc/GMT+0":
            case "Etc/GMT-0":
            case "Etc/Greenwich":
            case "Etc/Universal":
            case "Etc/Zulu":
            case "UCT":
            case "Universal":
            case "Zulu":
            case "Greenwich":
            case "GMT0":
                return new ZoneRegion(zoneId, ZoneOffset.UTC);
            default:
                break;
        }
        if (zoneId.startsWith("Etc/GMT+") || zoneId.startsWith("Etc/GMT-")) {
            String digits = zoneId.substring(8);
            if (digits.matches("[1-9]|1[0-4]")) {
                int hours = Integer.parseInt(digits);
                if (zoneId.charAt(7) == '+' && hours <= 12) {
                    return new ZoneRegion(zoneId, ZoneOffset.ofHours(-hours));
                } else if (zoneId.charAt(7) == '-') {
                    return new ZoneRegion(zoneId, ZoneOffset.ofHours(hours));
                }
            }
        }
        String[] areas = {"Africa/", "America/", "Antarctica/", "Arctic/", "Asia/", "Atlantic/", "Australia/", "Europe/", "Indian/", "Pacific/", "US/", "Canada/", "Brazil/", "Mexico/", "Chile/"};
        for (String area : areas) {
            if (zoneId.startsWith(area)) {
                throw new ZoneRulesException("Unknown time-zone ID: " + zoneId + " (this VM has no time-zone database: it knows UTC, GMT and fixed offsets only)");
            }
        }
        throw new ZoneRulesException("Unknown time-zone ID: " + zoneId);
    }

    private static void checkName(String zoneId) {
        int n = zoneId.length();
        if (n < 2) {
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
        }
        for (int i = 0; i < n; i++) {
            char c = zoneId.charAt(i);
            if (c >= 'a' && c <= 'z') {
                continue;
            }
            if (c >= 'A' && c <= 'Z') {
                continue;
            }
            if (c == '/' && i != 0) {
                continue;
            }
            if (c >= '0' && c <= '9' && i != 0) {
                continue;
            }
            if (c == '~' && i != 0) {
                continue;
            }
            if (c == '.' && i != 0) {
                continue;
            }
            if (c == '_' && i != 0) {
                continue;
            }
            if (c == '+' && i != 0) {
                continue;
            }
            if (c == '-' && i != 0) {
                continue;
            }
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
        }
    }

    public String getId() {
        return id;
    }

    ZoneOffset fixedOffset() {
        return offset;
    }
}
