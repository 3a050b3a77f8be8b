/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_AdminInputs */

const en_title_admin = /** @type {(inputs: Title_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const ur_title_admin = /** @type {(inputs: Title_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایڈمن`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Title_AdminInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_admin = /** @type {((inputs?: Title_AdminInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_AdminInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_admin(inputs)
	return en_title_admin(inputs)
});