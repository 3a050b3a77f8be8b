/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} hour ago" |
* | "other" | "{shown} hours ago" |
*
* @param {Notifications_Hours_AgoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_hours_ago: ((inputs: Notifications_Hours_AgoInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Hours_AgoInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Hours_AgoInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
