/**
* | output |
* | --- |
* | "Unread notifications" |
*
* @param {Notifications_Unread_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_list: ((inputs?: Notifications_Unread_ListInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Unread_ListInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Unread_ListInputs = {};
