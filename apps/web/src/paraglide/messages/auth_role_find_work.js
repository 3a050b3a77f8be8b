/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Role_Find_WorkInputs */

const en_auth_role_find_work = /** @type {(inputs: Auth_Role_Find_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Work`)
};

const ur_auth_role_find_work = /** @type {(inputs: Auth_Role_Find_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کام تلاش کریں`)
};

/**
* | output |
* | --- |
* | "Find Work" |
*
* @param {Auth_Role_Find_WorkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_role_find_work = /** @type {((inputs?: Auth_Role_Find_WorkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Role_Find_WorkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_role_find_work(inputs)
	return en_auth_role_find_work(inputs)
});