/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Fx_HeadingInputs */

const en_admin_fx_heading = /** @type {(inputs: Admin_Fx_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange rate (USD → PKR)`)
};

const ur_admin_fx_heading = /** @type {(inputs: Admin_Fx_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرحِ تبادلہ (ڈالر → روپیہ)`)
};

/**
* | output |
* | --- |
* | "Exchange rate (USD → PKR)" |
*
* @param {Admin_Fx_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_heading = /** @type {((inputs?: Admin_Fx_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Fx_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_fx_heading(inputs)
	return en_admin_fx_heading(inputs)
});