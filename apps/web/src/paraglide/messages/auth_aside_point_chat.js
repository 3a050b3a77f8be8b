/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Aside_Point_ChatInputs */

const en_auth_aside_point_chat = /** @type {(inputs: Auth_Aside_Point_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real-time chat with clients and freelancers`)
};

const ur_auth_aside_point_chat = /** @type {(inputs: Auth_Aside_Point_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹس اور فری لانسرز کے ساتھ فوری چیٹ`)
};

/**
* | output |
* | --- |
* | "Real-time chat with clients and freelancers" |
*
* @param {Auth_Aside_Point_ChatInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_point_chat = /** @type {((inputs?: Auth_Aside_Point_ChatInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Aside_Point_ChatInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_aside_point_chat(inputs)
	return en_auth_aside_point_chat(inputs)
});