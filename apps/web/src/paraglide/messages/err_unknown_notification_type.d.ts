/**
* | output |
* | --- |
* | "Unknown notification type" |
*
* @param {Err_Unknown_Notification_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unknown_notification_type: ((inputs?: Err_Unknown_Notification_TypeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Unknown_Notification_TypeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Unknown_Notification_TypeInputs = {};
