/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} week" |
* | "other" | "{shown} weeks" |
*
* @param {Info_WeeksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_weeks: ((inputs: Info_WeeksInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_WeeksInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_WeeksInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
