/**
* | output |
* | --- |
* | "No conversations found matching your search." |
*
* @param {Messages_No_MatchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_no_match: ((inputs?: Messages_No_MatchInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_No_MatchInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_No_MatchInputs = {};
