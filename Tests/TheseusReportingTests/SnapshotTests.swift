import XCTest
@testable import TheseusReporting

/// One snapshot per reporter, of `ReportFixtures.report`: four findings over two files (a warning, an
/// error on a line with a tab, an accented letter and an emoji, an error with a related location in the
/// other file, a multi-line info) and a file error.
final class SnapshotTests: XCTestCase {
    let report = ReportFixtures.report

    func testText() {
        assertSnapshot(TextReporter.render(report, options: ReportOptions()), #"""
        Sources/App/PetList.swift:12:9: warning: `ForEach` rows keyed by their position: `pets.indices` [index_based_identity]
        12 |         ForEach(pets.indices, id: \.self) { index in
           |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
           = confidence: high
           = note: Sources/App/PetList.swift:30:13: the user deletes rows here (`.onDelete`)
           = note: Sources/App/PetList.swift:4:24: `pets` is `@State`
           = help: Key rows by a stable id: `ForEach(pets) { pet in … }`

        Sources/App/PetList.swift:20:22: error: [*] `.id(UUID())` gives the view a new identity on every update [unstable_view_id]
        20 | \#tText("Café ☕️").id(UUID())
           | \#t               ^~~~~~~~~~~
           = confidence: medium
           = fix: Remove the `.id(_:)` modifier (`--fix` applies it)

        Sources/Model/Pet.swift:3:5: error: `Pet.id` defaults to a fresh `UUID()` and `Pet` values are rebuilt in `body` [ephemeral_default_id]
        3 |     let id = UUID()
          |     ^~~~~~~~~~~~~~~
          = confidence: medium
          = note: Sources/App/PetList.swift:12:9: the rebuilt values are fed to this `ForEach`
          = help: Give `Pet` an id that comes with its data.

        Sources/Model/Pet.swift:7:1: info: `theseus:disable:next any_view` suppresses nothing [unused_suppression]
        7 | // theseus:disable:next any_view
          | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
          = confidence: medium

        Sources/Broken.swift:1:1: error: not valid UTF-8

        """#)
    }

    func testXcode() {
        assertSnapshot(XcodeReporter.render(report, options: ReportOptions()), #"""
        Sources/App/PetList.swift:12:9: warning: `ForEach` rows keyed by their position: `pets.indices` [index_based_identity]
        Sources/App/PetList.swift:20:22: error: `.id(UUID())` gives the view a new identity on every update [unstable_view_id]
        Sources/Model/Pet.swift:3:5: error: `Pet.id` defaults to a fresh `UUID()` and `Pet` values are rebuilt in `body` [ephemeral_default_id]
        Sources/Model/Pet.swift:7:1: note: `theseus:disable:next any_view` suppresses nothing [unused_suppression]
        Sources/Broken.swift:1:1: error: not valid UTF-8

        """#)
    }

    func testJSON() {
        assertSnapshot(JSONReporter.render(report, options: ReportOptions()), #"""
        {
          "errors" : [
            {
              "file" : "Sources/Broken.swift",
              "message" : "not valid UTF-8"
            }
          ],
          "findings" : [
            {
              "column" : 9,
              "confidence" : "high",
              "endColumn" : 42,
              "endLine" : 12,
              "evidence" : [
                {
                  "column" : 13,
                  "endColumn" : 24,
                  "endLine" : 30,
                  "file" : "Sources/App/PetList.swift",
                  "kind" : "rows_move",
                  "line" : 30,
                  "text" : "the user deletes rows here (`.onDelete`)"
                },
                {
                  "column" : 24,
                  "endColumn" : 28,
                  "endLine" : 4,
                  "file" : "Sources/App/PetList.swift",
                  "kind" : "state",
                  "line" : 4,
                  "text" : "`pets` is `@State`"
                }
              ],
              "file" : "Sources/App/PetList.swift",
              "help" : "Key rows by a stable id: `ForEach(pets) { pet in … }`",
              "line" : 12,
              "message" : "`ForEach` rows keyed by their position: `pets.indices`",
              "rule" : "index_based_identity",
              "severity" : "warning"
            },
            {
              "column" : 22,
              "confidence" : "medium",
              "endColumn" : 33,
              "endLine" : 20,
              "evidence" : [

              ],
              "file" : "Sources/App/PetList.swift",
              "fix" : {
                "applicability" : "safe",
                "description" : "Remove the `.id(_:)` modifier",
                "edits" : [
                  {
                    "column" : 22,
                    "endColumn" : 33,
                    "endLine" : 20,
                    "line" : 20,
                    "replacement" : ""
                  }
                ]
              },
              "line" : 20,
              "message" : "`.id(UUID())` gives the view a new identity on every update",
              "rule" : "unstable_view_id",
              "severity" : "error"
            },
            {
              "column" : 5,
              "confidence" : "medium",
              "endColumn" : 20,
              "endLine" : 3,
              "evidence" : [
                {
                  "column" : 9,
                  "endColumn" : 42,
                  "endLine" : 12,
                  "file" : "Sources/App/PetList.swift",
                  "kind" : "identified_by",
                  "line" : 12,
                  "text" : "the rebuilt values are fed to this `ForEach`"
                }
              ],
              "file" : "Sources/Model/Pet.swift",
              "help" : "Give `Pet` an id that comes with its data.",
              "line" : 3,
              "message" : "`Pet.id` defaults to a fresh `UUID()` and `Pet` values are rebuilt in `body`",
              "rule" : "ephemeral_default_id",
              "severity" : "error"
            },
            {
              "column" : 1,
              "confidence" : "medium",
              "endColumn" : 1,
              "endLine" : 8,
              "evidence" : [

              ],
              "file" : "Sources/Model/Pet.swift",
              "line" : 7,
              "message" : "`theseus:disable:next any_view` suppresses nothing",
              "rule" : "unused_suppression",
              "severity" : "info"
            }
          ],
          "summary" : {
            "error" : 2,
            "files" : 3,
            "findings" : 4,
            "info" : 1,
            "warning" : 1
          },
          "tool" : {
            "name" : "theseus",
            "version" : "0.1.0"
          }
        }

        """#)
    }

    func testSARIF() {
        assertSnapshot(SARIFReporter.render(report, options: ReportOptions(), workingDirectory: "/work/project"), #"""
        {
          "$schema" : "https://json.schemastore.org/sarif-2.1.0.json",
          "runs" : [
            {
              "columnKind" : "unicodeCodePoints",
              "invocations" : [
                {
                  "executionSuccessful" : false,
                  "toolExecutionNotifications" : [
                    {
                      "level" : "error",
                      "locations" : [
                        {
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "Sources/Broken.swift",
                              "uriBaseId" : "%SRCROOT%"
                            }
                          }
                        }
                      ],
                      "message" : {
                        "text" : "not valid UTF-8"
                      }
                    }
                  ]
                }
              ],
              "originalUriBaseIds" : {
                "%SRCROOT%" : {
                  "uri" : "file:///work/project/"
                }
              },
              "results" : [
                {
                  "level" : "warning",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/App/PetList.swift",
                          "uriBaseId" : "%SRCROOT%"
                        },
                        "region" : {
                          "endColumn" : 42,
                          "endLine" : 12,
                          "startColumn" : 9,
                          "startLine" : 12
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "`ForEach` rows keyed by their position: `pets.indices`"
                  },
                  "partialFingerprints" : {
                    "theseus/v1" : "76fa73516c694d8b"
                  },
                  "properties" : {
                    "confidence" : "high"
                  },
                  "rank" : 90,
                  "relatedLocations" : [
                    {
                      "id" : 0,
                      "message" : {
                        "text" : "the user deletes rows here (`.onDelete`)"
                      },
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/App/PetList.swift",
                          "uriBaseId" : "%SRCROOT%"
                        },
                        "region" : {
                          "endColumn" : 24,
                          "endLine" : 30,
                          "startColumn" : 13,
                          "startLine" : 30
                        }
                      },
                      "properties" : {
                        "kind" : "rows_move"
                      }
                    },
                    {
                      "id" : 1,
                      "message" : {
                        "text" : "`pets` is `@State`"
                      },
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/App/PetList.swift",
                          "uriBaseId" : "%SRCROOT%"
                        },
                        "region" : {
                          "endColumn" : 28,
                          "endLine" : 4,
                          "startColumn" : 24,
                          "startLine" : 4
                        }
                      },
                      "properties" : {
                        "kind" : "state"
                      }
                    }
                  ],
                  "ruleId" : "index_based_identity",
                  "ruleIndex" : 1
                },
                {
                  "fixes" : [
                    {
                      "artifactChanges" : [
                        {
                          "artifactLocation" : {
                            "uri" : "Sources/App/PetList.swift",
                            "uriBaseId" : "%SRCROOT%"
                          },
                          "replacements" : [
                            {
                              "deletedRegion" : {
                                "endColumn" : 28,
                                "endLine" : 20,
                                "startColumn" : 17,
                                "startLine" : 20
                              },
                              "insertedContent" : {
                                "text" : ""
                              }
                            }
                          ]
                        }
                      ],
                      "description" : {
                        "text" : "Remove the `.id(_:)` modifier"
                      }
                    }
                  ],
                  "level" : "error",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/App/PetList.swift",
                          "uriBaseId" : "%SRCROOT%"
                        },
                        "region" : {
                          "endColumn" : 28,
                          "endLine" : 20,
                          "startColumn" : 17,
                          "startLine" : 20
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "`.id(UUID())` gives the view a new identity on every update"
                  },
                  "partialFingerprints" : {
                    "theseus/v1" : "395cbbccca8f0c22"
                  },
                  "properties" : {
                    "confidence" : "medium"
                  },
                  "rank" : 60,
                  "ruleId" : "unstable_view_id",
                  "ruleIndex" : 0
                },
                {
                  "level" : "error",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/Model/Pet.swift",
                          "uriBaseId" : "%SRCROOT%"
                        },
                        "region" : {
                          "endColumn" : 20,
                          "endLine" : 3,
                          "startColumn" : 5,
                          "startLine" : 3
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "`Pet.id` defaults to a fresh `UUID()` and `Pet` values are rebuilt in `body`"
                  },
                  "partialFingerprints" : {
                    "theseus/v1" : "0fdeb61617a94593"
                  },
                  "properties" : {
                    "confidence" : "medium"
                  },
                  "rank" : 60,
                  "relatedLocations" : [
                    {
                      "id" : 0,
                      "message" : {
                        "text" : "the rebuilt values are fed to this `ForEach`"
                      },
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/App/PetList.swift",
                          "uriBaseId" : "%SRCROOT%"
                        },
                        "region" : {
                          "endColumn" : 42,
                          "endLine" : 12,
                          "startColumn" : 9,
                          "startLine" : 12
                        }
                      },
                      "properties" : {
                        "kind" : "identified_by"
                      }
                    }
                  ],
                  "ruleId" : "ephemeral_default_id",
                  "ruleIndex" : 2
                },
                {
                  "level" : "note",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/Model/Pet.swift",
                          "uriBaseId" : "%SRCROOT%"
                        },
                        "region" : {
                          "endColumn" : 1,
                          "endLine" : 8,
                          "startColumn" : 1,
                          "startLine" : 7
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "`theseus:disable:next any_view` suppresses nothing"
                  },
                  "partialFingerprints" : {
                    "theseus/v1" : "c7c464e8ac29cbaf"
                  },
                  "properties" : {
                    "confidence" : "medium"
                  },
                  "rank" : 60,
                  "ruleId" : "unused_suppression",
                  "ruleIndex" : 3
                }
              ],
              "tool" : {
                "driver" : {
                  "informationUri" : "https://github.com/theseus-lint/theseus",
                  "name" : "theseus",
                  "rules" : [
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "fullDescription" : {
                        "text" : "WWDC21 \"Demystify SwiftUI\": a new id is a new view."
                      },
                      "help" : {
                        "markdown" : "A value that changes on every evaluation passed to `.id(_:)`.\n\n## Why\n\nWWDC21 \"Demystify SwiftUI\": a new id is a new view.\n\n## Fix\n\nUse a stable id.\n\n## Examples that trigger the rule\n\n```swift\nText(\"a\").id(UUID())\n```\n\n## Examples that do not trigger it\n\n```swift\nText(\"a\").id(item.id)\n```\n",
                        "text" : "A value that changes on every evaluation passed to `.id(_:)`.\n\nWWDC21 \"Demystify SwiftUI\": a new id is a new view.\n\nFix: Use a stable id."
                      },
                      "id" : "unstable_view_id",
                      "name" : "UnstableViewId",
                      "properties" : {
                        "precision" : "very-high",
                        "tags" : [
                          "swiftui",
                          "identity"
                        ]
                      },
                      "shortDescription" : {
                        "text" : "A value that changes on every evaluation passed to `.id(_:)`"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "fullDescription" : {
                        "text" : "Positions are not identities."
                      },
                      "help" : {
                        "markdown" : "Rows keyed by their position.\n\n## Why\n\nPositions are not identities.\n\n## Fix\n\nKey rows by a stable id.\n",
                        "text" : "Rows keyed by their position.\n\nPositions are not identities.\n\nFix: Key rows by a stable id."
                      },
                      "id" : "index_based_identity",
                      "name" : "IndexBasedIdentity",
                      "properties" : {
                        "precision" : "high",
                        "tags" : [
                          "swiftui",
                          "identity"
                        ]
                      },
                      "shortDescription" : {
                        "text" : "Rows keyed by their position"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "error"
                      },
                      "fullDescription" : {
                        "text" : "Rebuilt values get new ids."
                      },
                      "help" : {
                        "markdown" : "An `id` that defaults to a fresh `UUID()` on rebuilt values.\n\n## Why\n\nRebuilt values get new ids.\n\n## Fix\n\nStore the values.\n",
                        "text" : "An `id` that defaults to a fresh `UUID()` on rebuilt values.\n\nRebuilt values get new ids.\n\nFix: Store the values."
                      },
                      "id" : "ephemeral_default_id",
                      "name" : "EphemeralDefaultId",
                      "properties" : {
                        "precision" : "high",
                        "tags" : [
                          "swiftui",
                          "lifetime"
                        ]
                      },
                      "shortDescription" : {
                        "text" : "An `id` that defaults to a fresh `UUID()` on rebuilt values"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "note"
                      },
                      "fullDescription" : {
                        "text" : "Stale suppressions hide future findings."
                      },
                      "help" : {
                        "markdown" : "A suppression comment that suppresses nothing.\n\n## Why\n\nStale suppressions hide future findings.\n\n## Fix\n\nRemove the comment.\n",
                        "text" : "A suppression comment that suppresses nothing.\n\nStale suppressions hide future findings.\n\nFix: Remove the comment."
                      },
                      "id" : "unused_suppression",
                      "name" : "UnusedSuppression",
                      "properties" : {
                        "precision" : "very-high",
                        "tags" : [
                          "swiftui",
                          "meta"
                        ]
                      },
                      "shortDescription" : {
                        "text" : "A suppression comment that suppresses nothing"
                      }
                    }
                  ],
                  "semanticVersion" : "0.1.0",
                  "version" : "0.1.0"
                }
              }
            }
          ],
          "version" : "2.1.0"
        }

        """#)
    }

    func testGitHub() {
        assertSnapshot(GitHubReporter.render(report, options: ReportOptions()), #"""
        ::error file=Sources/Broken.swift,title=theseus::not valid UTF-8
        ::error file=Sources/App/PetList.swift,line=20,col=22,endLine=20,endColumn=33,title=unstable_view_id::`.id(UUID())` gives the view a new identity on every update
        ::error file=Sources/Model/Pet.swift,line=3,col=5,endLine=3,endColumn=20,title=ephemeral_default_id::`Pet.id` defaults to a fresh `UUID()` and `Pet` values are rebuilt in `body`
        ::warning file=Sources/App/PetList.swift,line=12,col=9,endLine=12,endColumn=42,title=index_based_identity::`ForEach` rows keyed by their position: `pets.indices`
        ::notice file=Sources/Model/Pet.swift,line=7,col=1,endLine=8,endColumn=1,title=unused_suppression::`theseus:disable:next any_view` suppresses nothing

        """#)
    }

    func testGitHubStepSummary() {
        assertSnapshot(GitHubReporter.stepSummary(report), #"""
        ## Theseus

        **4 findings** (2 errors, 1 warning, 1 info) in 3 files.

        | Severity | Location | Rule | Message |
        | --- | --- | --- | --- |
        | error | Sources/App/PetList.swift:20 | `unstable_view_id` | `.id(UUID())` gives the view a new identity on every update |
        | error | Sources/Model/Pet.swift:3 | `ephemeral_default_id` | `Pet.id` defaults to a fresh `UUID()` and `Pet` values are rebuilt in `body` |
        | warning | Sources/App/PetList.swift:12 | `index_based_identity` | `ForEach` rows keyed by their position: `pets.indices` |
        | info | Sources/Model/Pet.swift:7 | `unused_suppression` | `theseus:disable:next any_view` suppresses nothing |

        ### Files that could not be linted

        | File | Problem |
        | --- | --- |
        | Sources/Broken.swift | not valid UTF-8 |

        """#)
    }

    func testCheckstyle() {
        assertSnapshot(CheckstyleReporter.render(report, options: ReportOptions()), #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="Sources/App/PetList.swift">
            <error line="12" column="9" severity="warning" message="`ForEach` rows keyed by their position: `pets.indices`" source="theseus.index_based_identity"/>
            <error line="20" column="22" severity="error" message="`.id(UUID())` gives the view a new identity on every update" source="theseus.unstable_view_id"/>
          </file>
          <file name="Sources/Broken.swift">
            <error severity="error" message="not valid UTF-8" source="theseus.file_error"/>
          </file>
          <file name="Sources/Model/Pet.swift">
            <error line="3" column="5" severity="error" message="`Pet.id` defaults to a fresh `UUID()` and `Pet` values are rebuilt in `body`" source="theseus.ephemeral_default_id"/>
            <error line="7" column="1" severity="info" message="`theseus:disable:next any_view` suppresses nothing" source="theseus.unused_suppression"/>
          </file>
        </checkstyle>

        """#)
    }

    func testGitLab() {
        assertSnapshot(GitLabReporter.render(report, options: ReportOptions()), #"""
        [
          {
            "categories" : [
              "Bug Risk"
            ],
            "check_name" : "index_based_identity",
            "description" : "`ForEach` rows keyed by their position: `pets.indices`",
            "fingerprint" : "76fa73516c694d8b",
            "location" : {
              "lines" : {
                "begin" : 12,
                "end" : 12
              },
              "path" : "Sources/App/PetList.swift"
            },
            "severity" : "minor",
            "type" : "issue"
          },
          {
            "categories" : [
              "Bug Risk"
            ],
            "check_name" : "unstable_view_id",
            "description" : "`.id(UUID())` gives the view a new identity on every update",
            "fingerprint" : "395cbbccca8f0c22",
            "location" : {
              "lines" : {
                "begin" : 20,
                "end" : 20
              },
              "path" : "Sources/App/PetList.swift"
            },
            "severity" : "major",
            "type" : "issue"
          },
          {
            "categories" : [
              "Bug Risk"
            ],
            "check_name" : "ephemeral_default_id",
            "description" : "`Pet.id` defaults to a fresh `UUID()` and `Pet` values are rebuilt in `body`",
            "fingerprint" : "0fdeb61617a94593",
            "location" : {
              "lines" : {
                "begin" : 3,
                "end" : 3
              },
              "path" : "Sources/Model/Pet.swift"
            },
            "severity" : "major",
            "type" : "issue"
          },
          {
            "categories" : [
              "Bug Risk"
            ],
            "check_name" : "unused_suppression",
            "description" : "`theseus:disable:next any_view` suppresses nothing",
            "fingerprint" : "c7c464e8ac29cbaf",
            "location" : {
              "lines" : {
                "begin" : 7,
                "end" : 8
              },
              "path" : "Sources/Model/Pet.swift"
            },
            "severity" : "info",
            "type" : "issue"
          },
          {
            "categories" : [
              "Bug Risk"
            ],
            "check_name" : "theseus_file_error",
            "description" : "not valid UTF-8",
            "fingerprint" : "de7188a227c9dfbc",
            "location" : {
              "lines" : {
                "begin" : 1,
                "end" : 1
              },
              "path" : "Sources/Broken.swift"
            },
            "severity" : "critical",
            "type" : "issue"
          }
        ]

        """#)
    }
}
