/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_I_Want_ToInputs */

const en_auth_i_want_to = /** @type {(inputs: Auth_I_Want_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I want to:`)
};

const ur_auth_i_want_to = /** @type {(inputs: Auth_I_Want_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کیا کرنا چاہتے ہیں؟`)
};

/**
* | output |
* | --- |
* | "I want to:" |
*
* @param {Auth_I_Want_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_i_want_to = /** @type {((inputs?: Auth_I_Want_ToInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_I_Want_ToInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_i_want_to(inputs)
	return en_auth_i_want_to(inputs)
});