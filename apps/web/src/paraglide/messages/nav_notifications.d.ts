/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Nav_NotificationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_notifications: ((inputs?: Nav_NotificationsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_NotificationsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_NotificationsInputs = {};
