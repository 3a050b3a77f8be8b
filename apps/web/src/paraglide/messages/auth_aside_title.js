/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Aside_TitleInputs */

const en_auth_aside_title = /** @type {(inputs: Auth_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakistan's Premier Freelance Platform`)
};

const ur_auth_aside_title = /** @type {(inputs: Auth_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاکستان کا نمایاں فری لانس پلیٹ فارم`)
};

/**
* | output |
* | --- |
* | "Pakistan's Premier Freelance Platform" |
*
* @param {Auth_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_title = /** @type {((inputs?: Auth_Aside_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Aside_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_aside_title(inputs)
	return en_auth_aside_title(inputs)
});