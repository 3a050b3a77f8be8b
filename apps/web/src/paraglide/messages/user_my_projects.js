/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_My_ProjectsInputs */

const en_user_my_projects = /** @type {(inputs: User_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Projects`)
};

const ur_user_my_projects = /** @type {(inputs: User_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میرے پروجیکٹس`)
};

/**
* | output |
* | --- |
* | "My Projects" |
*
* @param {User_My_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_my_projects = /** @type {((inputs?: User_My_ProjectsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_My_ProjectsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_my_projects(inputs)
	return en_user_my_projects(inputs)
});