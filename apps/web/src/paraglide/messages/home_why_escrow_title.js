/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Escrow_TitleInputs */

const en_home_why_escrow_title = /** @type {(inputs: Home_Why_Escrow_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow-Protected Payments`)
};

const ur_home_why_escrow_title = /** @type {(inputs: Home_Why_Escrow_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو سے محفوظ ادائیگیاں`)
};

/**
* | output |
* | --- |
* | "Escrow-Protected Payments" |
*
* @param {Home_Why_Escrow_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_escrow_title = /** @type {((inputs?: Home_Why_Escrow_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Escrow_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_why_escrow_title(inputs)
	return en_home_why_escrow_title(inputs)
});