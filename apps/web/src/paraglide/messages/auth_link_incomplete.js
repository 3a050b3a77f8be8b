/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Link_IncompleteInputs */

const en_auth_link_incomplete = /** @type {(inputs: Auth_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is incomplete.`)
};

const ur_auth_link_incomplete = /** @type {(inputs: Auth_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ لنک نامکمل ہے۔`)
};

/**
* | output |
* | --- |
* | "This link is incomplete." |
*
* @param {Auth_Link_IncompleteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_link_incomplete = /** @type {((inputs?: Auth_Link_IncompleteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_IncompleteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_link_incomplete(inputs)
	return en_auth_link_incomplete(inputs)
});