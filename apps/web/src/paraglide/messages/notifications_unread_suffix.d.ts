/**
* | output |
* | --- |
* | ", unread" |
*
* @param {Notifications_Unread_SuffixInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_suffix: ((inputs?: Notifications_Unread_SuffixInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Unread_SuffixInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Unread_SuffixInputs = {};
