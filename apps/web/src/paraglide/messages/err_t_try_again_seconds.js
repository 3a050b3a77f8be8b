/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, shown: NonNullable<unknown> }} Err_T_Try_Again_SecondsInputs */

const en_err_t_try_again_seconds = /** @type {(inputs: Err_T_Try_Again_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}. Please try again in ${i?.shown} second(s).`)
};

const ur_err_t_try_again_seconds = /** @type {(inputs: Err_T_Try_Again_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}۔ براہِ کرم ${i?.shown} سیکنڈ بعد دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "{what}. Please try again in {shown} second(s)." |
*
* @param {Err_T_Try_Again_SecondsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_try_again_seconds = /** @type {((inputs: Err_T_Try_Again_SecondsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Try_Again_SecondsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_try_again_seconds(inputs)
	return en_err_t_try_again_seconds(inputs)
});