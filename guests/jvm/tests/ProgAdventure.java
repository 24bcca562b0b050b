import java.io.*;
import java.util.*;

public class ProgAdventure {
    static class Room {
        final String name, description;
        final Map<String, Room> exits = new TreeMap<String, Room>();
        final List<String> items = new ArrayList<String>();
        Room(String name, String description) { this.name = name; this.description = description; }
    }

    private Room current;
    private final List<String> inventory = new ArrayList<String>();
    private int moves;
    private boolean over;

    ProgAdventure() {
        Room hall = new Room("Hall", "A dusty hall with a grand staircase.");
        Room library = new Room("Library", "Shelves of crumbling books line the walls.");
        Room kitchen = new Room("Kitchen", "It smells of old bread.");
        Room vault = new Room("Vault", "A cold vault. Something glitters.");
        hall.exits.put("north", library);
        hall.exits.put("east", kitchen);
        library.exits.put("south", hall);
        kitchen.exits.put("west", hall);
        kitchen.exits.put("down", vault);
        vault.exits.put("up", kitchen);
        library.items.add("key");
        kitchen.items.add("lamp");
        vault.items.add("gold");
        current = hall;
    }

    String handle(String line) {
        String[] words = line.trim().toLowerCase().split("\\s+", 2);
        String verb = words[0];
        String noun = words.length > 1 ? words[1] : "";
        switch (verb) {
            case "":
                return "Say something.";
            case "look":
            case "l":
                return current.name + ": " + current.description + " Exits: " + current.exits.keySet()
                    + (current.items.isEmpty() ? "" : " You see: " + current.items);
            case "go":
            case "walk": {
                Room next = current.exits.get(noun);
                if (next == null) return "You can't go " + (noun.isEmpty() ? "nowhere" : noun) + ".";
                if (next.name.equals("Vault") && !inventory.contains("lamp")) return "It is too dark to go down.";
                current = next;
                moves++;
                return "You enter the " + current.name + ".";
            }
            case "take":
            case "get":
                if (current.items.remove(noun)) { inventory.add(noun); return "Taken: " + noun; }
                return "There is no " + noun + " here.";
            case "drop":
                if (!inventory.remove(noun)) return "You don't have " + noun + ".";
                current.items.add(noun);
                return "Dropped.";
            case "inventory":
            case "i":
                return inventory.isEmpty() ? "You are empty-handed." : "You carry: " + String.join(", ", inventory);
            case "quit":
                over = true;
                return "Bye after " + moves + " moves.";
            default:
                return "I don't know how to '" + verb + "'.";
        }
    }

    public static void main(String[] args) throws IOException {
        ProgAdventure game = new ProgAdventure();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int n = 0;
        while (!game.over && (line = in.readLine()) != null) {
            System.out.println("> " + line);
            System.out.println(game.handle(line));
            n++;
        }
        System.out.println(n + " commands; score " + (game.inventory.contains("gold") ? 100 : 0));
    }
}
