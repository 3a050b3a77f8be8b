/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Aside_Point_TalentInputs */

const en_auth_aside_point_talent = /** @type {(inputs: Auth_Aside_Point_TalentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top IT talent from across Gilgit-Baltistan`)
};

const ur_auth_aside_point_talent = /** @type {(inputs: Auth_Aside_Point_TalentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پورے گلگت بلتستان سے آئی ٹی کے بہترین ماہرین`)
};

/**
* | output |
* | --- |
* | "Top IT talent from across Gilgit-Baltistan" |
*
* @param {Auth_Aside_Point_TalentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_point_talent = /** @type {((inputs?: Auth_Aside_Point_TalentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Aside_Point_TalentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_aside_point_talent(inputs)
	return en_auth_aside_point_talent(inputs)
});