/**
* | output |
* | --- |
* | "Could not mark your notifications as read. Please try again." |
*
* @param {Notifications_Mark_All_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_mark_all_failed: ((inputs?: Notifications_Mark_All_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mark_All_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Mark_All_FailedInputs = {};
