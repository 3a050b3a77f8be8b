/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Fx_RateInputs */

const en_admin_fx_rate = /** @type {(inputs: Admin_Fx_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rupees per dollar`)
};

const ur_admin_fx_rate = /** @type {(inputs: Admin_Fx_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی ڈالر روپے`)
};

/**
* | output |
* | --- |
* | "Rupees per dollar" |
*
* @param {Admin_Fx_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_rate = /** @type {((inputs?: Admin_Fx_RateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Fx_RateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_fx_rate(inputs)
	return en_admin_fx_rate(inputs)
});