/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Create_Password_PlaceholderInputs */

const en_auth_create_password_placeholder = /** @type {(inputs: Auth_Create_Password_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a password`)
};

const ur_auth_create_password_placeholder = /** @type {(inputs: Auth_Create_Password_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاس ورڈ بنائیں`)
};

/**
* | output |
* | --- |
* | "Create a password" |
*
* @param {Auth_Create_Password_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_create_password_placeholder = /** @type {((inputs?: Auth_Create_Password_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Create_Password_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_create_password_placeholder(inputs)
	return en_auth_create_password_placeholder(inputs)
});