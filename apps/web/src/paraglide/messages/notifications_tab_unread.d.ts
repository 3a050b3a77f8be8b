/**
* | output |
* | --- |
* | "Unread ({count})" |
*
* @param {Notifications_Tab_UnreadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_tab_unread: ((inputs: Notifications_Tab_UnreadInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Tab_UnreadInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Tab_UnreadInputs = {
    count: NonNullable<unknown>;
};
