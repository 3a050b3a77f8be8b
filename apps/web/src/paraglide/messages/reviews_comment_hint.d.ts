/**
* | output |
* | --- |
* | "{min}–{max} characters. Your review stays hidden until the other party reviews you or the window closes on {date}." |
*
* @param {Reviews_Comment_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_comment_hint: ((inputs: Reviews_Comment_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Comment_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Comment_HintInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
