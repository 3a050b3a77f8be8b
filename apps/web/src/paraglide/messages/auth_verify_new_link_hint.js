/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_New_Link_HintInputs */

const en_auth_verify_new_link_hint = /** @type {(inputs: Auth_Verify_New_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` You can ask for a new link from the banner at the top of the page or in Settings.`)
};

const ur_auth_verify_new_link_hint = /** @type {(inputs: Auth_Verify_New_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` آپ صفحے کے اوپر والے بینر سے یا سیٹنگز میں نیا لنک منگوا سکتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "You can ask for a new link from the banner at the top of the page or in Settings." |
*
* @param {Auth_Verify_New_Link_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_verify_new_link_hint = /** @type {((inputs?: Auth_Verify_New_Link_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_New_Link_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_verify_new_link_hint(inputs)
	return en_auth_verify_new_link_hint(inputs)
});