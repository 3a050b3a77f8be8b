/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} hour ago" |
* | "other" | "{count} hours ago" |
*
* @param {Common_Hours_AgoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_hours_ago: ((inputs: Common_Hours_AgoInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Hours_AgoInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Hours_AgoInputs = {
    count: NonNullable<unknown>;
};
