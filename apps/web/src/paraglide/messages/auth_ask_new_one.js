/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Ask_New_OneInputs */

const en_auth_ask_new_one = /** @type {(inputs: Auth_Ask_New_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a new one`)
};

const ur_auth_ask_new_one = /** @type {(inputs: Auth_Ask_New_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نیا لنک منگوائیں`)
};

/**
* | output |
* | --- |
* | "Ask for a new one" |
*
* @param {Auth_Ask_New_OneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_ask_new_one = /** @type {((inputs?: Auth_Ask_New_OneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Ask_New_OneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_ask_new_one(inputs)
	return en_auth_ask_new_one(inputs)
});