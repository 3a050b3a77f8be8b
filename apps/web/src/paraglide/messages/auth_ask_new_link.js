/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Ask_New_LinkInputs */

const en_auth_ask_new_link = /** @type {(inputs: Auth_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a new link`)
};

const ur_auth_ask_new_link = /** @type {(inputs: Auth_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نیا لنک منگوائیں`)
};

/**
* | output |
* | --- |
* | "Ask for a new link" |
*
* @param {Auth_Ask_New_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_ask_new_link = /** @type {((inputs?: Auth_Ask_New_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Ask_New_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_ask_new_link(inputs)
	return en_auth_ask_new_link(inputs)
});