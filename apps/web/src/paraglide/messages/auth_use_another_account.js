/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Use_Another_AccountInputs */

const en_auth_use_another_account = /** @type {(inputs: Auth_Use_Another_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use another account`)
};

const ur_auth_use_another_account = /** @type {(inputs: Auth_Use_Another_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دوسرا اکاؤنٹ استعمال کریں`)
};

/**
* | output |
* | --- |
* | "Use another account" |
*
* @param {Auth_Use_Another_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_use_another_account = /** @type {((inputs?: Auth_Use_Another_AccountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Use_Another_AccountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_use_another_account(inputs)
	return en_auth_use_another_account(inputs)
});