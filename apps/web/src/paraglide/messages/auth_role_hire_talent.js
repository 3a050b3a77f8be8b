/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Role_Hire_TalentInputs */

const en_auth_role_hire_talent = /** @type {(inputs: Auth_Role_Hire_TalentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hire Talent`)
};

const ur_auth_role_hire_talent = /** @type {(inputs: Auth_Role_Hire_TalentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماہرین کی خدمات لیں`)
};

/**
* | output |
* | --- |
* | "Hire Talent" |
*
* @param {Auth_Role_Hire_TalentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_role_hire_talent = /** @type {((inputs?: Auth_Role_Hire_TalentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Role_Hire_TalentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_role_hire_talent(inputs)
	return en_auth_role_hire_talent(inputs)
});