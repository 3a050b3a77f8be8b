/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Progress_LabelInputs */

const en_home_progress_label = /** @type {(inputs: Home_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setups established against the target`)
};

const ur_home_progress_label = /** @type {(inputs: Home_Progress_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہدف کے مقابلے میں قائم شدہ سیٹ اپس`)
};

/**
* | output |
* | --- |
* | "Setups established against the target" |
*
* @param {Home_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_progress_label = /** @type {((inputs?: Home_Progress_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Progress_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_progress_label(inputs)
	return en_home_progress_label(inputs)
});