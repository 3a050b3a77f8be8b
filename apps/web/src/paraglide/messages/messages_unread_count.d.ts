/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} unread" |
* | "other" | "{shown} unread" |
*
* @param {Messages_Unread_CountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_unread_count: ((inputs: Messages_Unread_CountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Unread_CountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Unread_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
