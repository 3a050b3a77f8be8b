/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_SavingInputs */

const en_auth_saving = /** @type {(inputs: Auth_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const ur_auth_saving = /** @type {(inputs: Auth_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محفوظ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Auth_SavingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_saving = /** @type {((inputs?: Auth_SavingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_SavingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_saving(inputs)
	return en_auth_saving(inputs)
});