/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Suspension_LiftedInputs */

const en_err_suspension_lifted = /** @type {(inputs: Err_Suspension_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspension lifted`)
};

const ur_err_suspension_lifted = /** @type {(inputs: Err_Suspension_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معطلی ختم کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Suspension lifted" |
*
* @param {Err_Suspension_LiftedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_suspension_lifted = /** @type {((inputs?: Err_Suspension_LiftedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Suspension_LiftedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_suspension_lifted(inputs)
	return en_err_suspension_lifted(inputs)
});