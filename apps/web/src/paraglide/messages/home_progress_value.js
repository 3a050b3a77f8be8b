/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, target: NonNullable<unknown> }} Home_Progress_ValueInputs */

const en_home_progress_value = /** @type {(inputs: Home_Progress_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.target}`)
};

const ur_home_progress_value = /** @type {(inputs: Home_Progress_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.target} میں سے ${i?.done}`)
};

/**
* | output |
* | --- |
* | "{done} of {target}" |
*
* @param {Home_Progress_ValueInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_progress_value = /** @type {((inputs: Home_Progress_ValueInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Progress_ValueInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_progress_value(inputs)
	return en_home_progress_value(inputs)
});