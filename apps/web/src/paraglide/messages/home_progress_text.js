/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, target: NonNullable<unknown>, percent: NonNullable<unknown> }} Home_Progress_TextInputs */

const en_home_progress_text = /** @type {(inputs: Home_Progress_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.target} IT setups established (${i?.percent}% of the target)`)
};

const ur_home_progress_text = /** @type {(inputs: Home_Progress_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.target} میں سے ${i?.done} آئی ٹی سیٹ اپس قائم ہو چکے ہیں (ہدف کا ${i?.percent}٪)`)
};

/**
* | output |
* | --- |
* | "{done} of {target} IT setups established ({percent}% of the target)" |
*
* @param {Home_Progress_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_progress_text = /** @type {((inputs: Home_Progress_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Progress_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_progress_text(inputs)
	return en_home_progress_text(inputs)
});