/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Aside_Point_FairInputs */

const en_auth_aside_point_fair = /** @type {(inputs: Auth_Aside_Point_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fair pricing and fast hiring`)
};

const ur_auth_aside_point_fair = /** @type {(inputs: Auth_Aside_Point_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منصفانہ قیمتیں اور تیز بھرتی`)
};

/**
* | output |
* | --- |
* | "Fair pricing and fast hiring" |
*
* @param {Auth_Aside_Point_FairInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_point_fair = /** @type {((inputs?: Auth_Aside_Point_FairInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Aside_Point_FairInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_aside_point_fair(inputs)
	return en_auth_aside_point_fair(inputs)
});