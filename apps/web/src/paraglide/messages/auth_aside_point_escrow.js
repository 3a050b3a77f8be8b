/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Aside_Point_EscrowInputs */

const en_auth_aside_point_escrow = /** @type {(inputs: Auth_Aside_Point_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow-protected milestone payments`)
};

const ur_auth_aside_point_escrow = /** @type {(inputs: Auth_Aside_Point_EscrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسکرو سے محفوظ مرحلہ وار ادائیگیاں`)
};

/**
* | output |
* | --- |
* | "Escrow-protected milestone payments" |
*
* @param {Auth_Aside_Point_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_point_escrow = /** @type {((inputs?: Auth_Aside_Point_EscrowInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Aside_Point_EscrowInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_aside_point_escrow(inputs)
	return en_auth_aside_point_escrow(inputs)
});