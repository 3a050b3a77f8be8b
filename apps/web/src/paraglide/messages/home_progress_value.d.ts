/**
* | output |
* | --- |
* | "{done} of {target}" |
*
* @param {Home_Progress_ValueInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_progress_value: ((inputs: Home_Progress_ValueInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Progress_ValueInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Progress_ValueInputs = {
    done: NonNullable<unknown>;
    target: NonNullable<unknown>;
};
