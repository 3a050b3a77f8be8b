/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, shown: NonNullable<unknown> }} Err_T_Try_Again_MinutesInputs */

const en_err_t_try_again_minutes = /** @type {(inputs: Err_T_Try_Again_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}. Please try again in ${i?.shown} minute(s).`)
};

const ur_err_t_try_again_minutes = /** @type {(inputs: Err_T_Try_Again_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}۔ براہِ کرم ${i?.shown} منٹ بعد دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "{what}. Please try again in {shown} minute(s)." |
*
* @param {Err_T_Try_Again_MinutesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_try_again_minutes = /** @type {((inputs: Err_T_Try_Again_MinutesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Try_Again_MinutesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_try_again_minutes(inputs)
	return en_err_t_try_again_minutes(inputs)
});