/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_List_FailedInputs */

const en_cred_list_failed = /** @type {(inputs: Cred_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load credentials.`)
};

const ur_cred_list_failed = /** @type {(inputs: Cred_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسناد لوڈ نہیں ہو سکیں۔`)
};

/**
* | output |
* | --- |
* | "Could not load credentials." |
*
* @param {Cred_List_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_list_failed = /** @type {((inputs?: Cred_List_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_List_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_list_failed(inputs)
	return en_cred_list_failed(inputs)
});