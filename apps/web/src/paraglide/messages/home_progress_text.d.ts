/**
* | output |
* | --- |
* | "{done} of {target} IT setups established ({percent}% of the target)" |
*
* @param {Home_Progress_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_progress_text: ((inputs: Home_Progress_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Progress_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Progress_TextInputs = {
    done: NonNullable<unknown>;
    target: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
