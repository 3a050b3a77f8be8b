/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day ago" |
* | "other" | "{shown} days ago" |
*
* @param {Notifications_Days_AgoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_days_ago: ((inputs: Notifications_Days_AgoInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Days_AgoInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Days_AgoInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
