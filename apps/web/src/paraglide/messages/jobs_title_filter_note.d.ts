/**
* | countPlural | output |
* | --- | --- |
* | "one" | "· {shown} match the title filter" |
* | "other" | "· {shown} match the title filter" |
*
* @param {Jobs_Title_Filter_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_title_filter_note: ((inputs: Jobs_Title_Filter_NoteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Title_Filter_NoteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Title_Filter_NoteInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
