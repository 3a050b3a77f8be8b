/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Banner_AfterInputs */

const en_auth_banner_after = /** @type {(inputs: Auth_Banner_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const ur_auth_banner_after = /** @type {(inputs: Auth_Banner_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` پر جو لنک بھیجا ہے، اسے کھولیں۔`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Auth_Banner_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_banner_after = /** @type {((inputs?: Auth_Banner_AfterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Banner_AfterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_banner_after(inputs)
	return en_auth_banner_after(inputs)
});